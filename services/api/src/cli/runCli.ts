import type { Database } from '../db/database.ts'
import { ApiError } from '../http/apiError.ts'
import { normalizeOrigin } from '../http/originPolicy.ts'
import {
  findProjectRow,
  listProjects,
  type ProjectRecord,
  updateProject,
  upsertProject,
} from '../projects/projectStore.ts'
import { CLI_USAGE, CliUsageError, parseCliArgs } from './parseCliArgs.ts'

export interface CliOutput {
  out(line: string): void
  err(line: string): void
}

function describe(project: ProjectRecord): string {
  const limit = (value: number | null) => (value === null ? 'default' : String(value))
  return [
    project.id,
    project.tier,
    JSON.stringify(project.name),
    `mau ${limit(project.mauLimit)}`,
    `rpc ${limit(project.rpcLimit)}`,
    `origins ${project.allowedOrigins.join(' ') || '-'}`,
    `features ${JSON.stringify(project.features)}`,
  ].join('  ')
}

/** Runs one CLI command against the database; returns the exit code. */
export async function runCli(argv: readonly string[], db: Database, io: CliOutput): Promise<number> {
  try {
    const command = parseCliArgs(argv)
    switch (command.command) {
      case 'help':
        io.out(CLI_USAGE)
        return 0
      case 'list': {
        const projects = await listProjects(db)
        if (command.json) io.out(JSON.stringify(projects, null, 2))
        else for (const project of projects) io.out(describe(project))
        return 0
      }
      case 'create': {
        if (await findProjectRow(db, command.id)) {
          throw new CliUsageError(`Project ${command.id} already exists; change it with \`project update\``)
        }
        const created = await upsertProject(db, undefined, { id: command.id, name: '', ...command.patch })
        io.out(JSON.stringify(created, null, 2))
        return 0
      }
      case 'update': {
        const current = await findProjectRow(db, command.id)
        if (!current) throw new CliUsageError(`No project ${command.id}; create it with \`project create\``)
        const patch = { ...command.patch }
        if (command.addOrigins.length > 0 || command.removeOrigins.length > 0) {
          const removed = new Set(command.removeOrigins.map((origin) => normalizeOrigin(origin) ?? origin))
          const base = patch.allowedOrigins ?? current.allowedOrigins
          patch.allowedOrigins = [...new Set([...base, ...command.addOrigins])].filter(
            (origin) => !removed.has(normalizeOrigin(origin) ?? origin),
          )
        }
        if (patch.features || command.removeFeatures.length > 0) {
          const features = { ...current.features, ...patch.features }
          for (const key of command.removeFeatures) delete features[key]
          patch.features = features
        }
        const updated = await updateProject(db, undefined, command.id, patch)
        io.out(JSON.stringify(updated, null, 2))
        return 0
      }
    }
  } catch (error) {
    if (error instanceof CliUsageError) {
      io.err(`${error.message}\n\n${CLI_USAGE}`)
      return 2
    }
    if (error instanceof ApiError) {
      const details = error.issues?.map((issue) => `  ${issue.path.join('.') || 'value'}: ${issue.message}`) ?? []
      io.err([`Invalid project: ${error.message}`, ...details].join('\n'))
      return 1
    }
    throw error
  }
}
