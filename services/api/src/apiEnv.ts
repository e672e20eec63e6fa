import type { ProjectRecord } from './projects/projectStore.ts'

/** What the platform middleware leaves on every request's context for the routes. */
export interface ApiEnv {
  Variables: {
    requestId: string
    /** The project named by `projectId`, once the project check has passed. */
    project: ProjectRecord
  }
}
