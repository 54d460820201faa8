// Regenerates src/routeTree.gen.ts from the file routes under src/routes, exactly as the Vite
// plugin does on build, so codegen (and its freshness check) covers the route tree too.
import { Generator, getConfig } from '@tanstack/router-generator';

export async function generateRouteTree(root = process.cwd()): Promise<void> {
  const config = getConfig(
    {
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    },
    root,
  );
  await new Generator({ config, root }).run();
}
