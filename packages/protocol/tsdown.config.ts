import { defineConfig } from 'tsdown'
import { packageBuild } from '../../scripts/tsdownShared.ts'

export default defineConfig(packageBuild(import.meta.dirname))
