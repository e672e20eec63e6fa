// A module resolve hook (node:module register) for the docs build: TypeDoc and its plugins get the site's own
// TypeScript 5.9 (site/package.json), since npm hoists TypeDoc to the root, where `typescript` is the project's
// TypeScript 7, which has no JavaScript API. Only imports made from TypeDoc's packages are redirected.
const siteTypescript = new URL('./node_modules/typescript/lib/typescript.js', import.meta.url).href
const FROM_TYPEDOC = /\/node_modules\/typedoc[^/]*\//

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'typescript' && context.parentURL && FROM_TYPEDOC.test(context.parentURL)) {
    return { url: siteTypescript, format: 'commonjs', shortCircuit: true }
  }
  return nextResolve(specifier, context)
}
