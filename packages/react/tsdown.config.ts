import { defineConfig } from 'tsdown'
import { packageBuild } from '../../scripts/tsdownShared.ts'

export default defineConfig({
  ...packageBuild(import.meta.dirname),
  copy: [
    // What a dapp imports as `@foyer/react/styles.css`.
    { from: 'src/styles/foyer.css', to: 'dist', rename: 'styles.css' },
    // The modal's, which ModalShell and Toast import (`../styles/modal.css` from dist/modal and dist/toast).
    { from: 'src/styles/modal.css', to: 'dist/styles' },
  ],
})
