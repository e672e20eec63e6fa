import { defineConfig } from 'tsdown'
import { packageBuild } from '../../scripts/tsdownShared.ts'

export default defineConfig({
  ...packageBuild(import.meta.dirname),
  // The modal's stylesheet, which ModalShell and Toast import (`../styles/modal.css` from dist/modal and dist/toast).
  copy: [{ from: 'src/styles/modal.css', to: 'dist/styles' }],
})
