// No import cycle in src, type-only imports included (issue 48). ESLint's import-x/no-cycle skips
// `import type`, so loops closed by a type import went unseen; dependency-cruiser reads the
// TypeScript source before types are erased (tsPreCompilationDeps) and so sees them.
// `npm run lint` runs it through check-import-cycles.mjs; by hand: npx depcruise src --config .dependency-cruiser.cjs
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'a cycle, value or type: move what both sides share down to a module both can import',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    // The path aliases (@domain/*…) resolve as TypeScript resolves them.
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
  },
};
