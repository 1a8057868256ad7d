// `npm run lint`'s cycle check: dependency-cruiser with .dependency-cruiser.cjs over src, failing on
// any violation. Not the depcruise CLI: it exits with the number of violations, which the shell
// takes modulo 256, and one cycle through the condition registry alone makes over 100 of them, so
// 256 would have passed.
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const tsConfig = extractTSConfig(options.tsConfig.fileName);
const result = await cruise(['src'], { ...options, outputType: 'err' }, {}, { tsConfig });
process.stdout.write(result.output);
process.exitCode = result.exitCode === 0 ? 0 : 1;
