import { Application, type Context, Converter, ReflectionKind } from 'typedoc'

// TypeDoc names a module after its path ('core/src', 'core/src/logger/createLogger'); a dapp knows it by the
// specifier it imports, as each package.json's `exports` map spells it.
const SPECIFIERS: Readonly<Record<string, string>> = {
  'core/src': '@foyer/core',
  'core/src/embedded/createEmbeddedWallet': '@foyer/core/embedded-wallet',
  'core/src/logger/createLogger': '@foyer/core/logger',
  'core/src/logger/diagnostics': '@foyer/core/diagnostics',
  'react/src': '@foyer/react',
  'evm/src': '@foyer/evm',
  'solana/src': '@foyer/solana',
  'walletconnect/src': '@foyer/walletconnect',
  'walletconnect/wallet': '@foyer/walletconnect/wallet',
  'bitcoin/src': '@foyer/bitcoin',
  'polkadot/src': '@foyer/polkadot',
  'wagmi/src': '@foyer/wagmi',
}

/** Writes the API reference (markdown for VitePress, and its sidebar) as `optionsFile` configures it. */
export async function writeApiReference(optionsFile: string): Promise<void> {
  const app = await Application.bootstrapWithPlugins({ options: optionsFile })
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context: Context) => {
    for (const module of context.project.getChildrenByKind(ReflectionKind.Module)) {
      const specifier = SPECIFIERS[module.name]
      if (!specifier) throw new Error(`API reference: no import specifier for module ${module.name}`)
      module.name = specifier
    }
  })
  const project = await app.convert()
  if (!project) throw new Error('API reference: TypeDoc could not read the packages')
  await app.generateOutputs(project)
  if (app.logger.hasErrors()) throw new Error('API reference: TypeDoc reported errors')
}
