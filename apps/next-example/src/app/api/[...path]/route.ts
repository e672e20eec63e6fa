import { foyerApiUrl } from '../../../server/exampleEnv.ts'
import { forwardRequest } from '../../../server/forwardRequest.ts'

export const dynamic = 'force-dynamic'

/** /api/* → the Foyer API, so the page's calls and the session cookie stay on this origin. */
async function forwardToApi(request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await context.params
  const search = new URL(request.url).search
  return forwardRequest(request, `${foyerApiUrl()}/${path.map(encodeURIComponent).join('/')}${search}`)
}

export { forwardToApi as DELETE, forwardToApi as GET, forwardToApi as PATCH, forwardToApi as POST, forwardToApi as PUT }
