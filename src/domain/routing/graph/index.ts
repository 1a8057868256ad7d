export * from './graph-types';
export { changedEdge, edgeSource, methodGraphs, nodeIdForPath, singleMethodGraph, treeToGraph, type TreeGraphOptions } from './document-to-graph';
export { graphToTree } from './graph-to-tree';
export { DEFAULT_LAYOUT, layoutTree, type LayoutDirection, type LayoutOptions, type Point, type TreeLayout } from './layout-tree';
