import { Hono } from 'hono'
import type { ApiEnv } from '../apiEnv.ts'
import { APPROVE_PAGE_HEADERS, approvedPage, approveQuestionPage, deadLinkPage } from './approvePage.ts'
import { approveDeviceRequest, findRequestByApproveToken } from './deviceStore.ts'
import type { EmbeddedKit } from './embeddedKit.ts'
import { DEVICE_APPROVE_PATH } from './embeddedPaths.ts'

const TOKEN = /^[A-Za-z0-9_-]{43}$/

/**
 * The mailed link's page: GET shows which device asks and a button, POST (that button) approves. GET never
 * approves, so a mail scanner that follows links cannot approve a device on the owner's behalf.
 */
export function deviceApprovalRoutes(kit: EmbeddedKit): Hono<ApiEnv> {
  const { deps } = kit
  const app = new Hono<ApiEnv>()
  const html = (body: string, status: 200 | 410) => new Response(body, { status, headers: APPROVE_PAGE_HEADERS })
  const tokenOf = (value: string | undefined) => (value && TOKEN.test(value) ? value : undefined)

  app.get(DEVICE_APPROVE_PATH, async (c) => {
    const token = tokenOf(c.req.query('token'))
    const request = token && (await findRequestByApproveToken(deps.db, token, deps.now()))
    if (!token || !request) return html(deadLinkPage(), 410)
    if (request.approvedAt) return html(approvedPage(request.deviceName), 200)
    return html(approveQuestionPage(request, token), 200)
  })

  app.post(DEVICE_APPROVE_PATH, async (c) => {
    const token = tokenOf(c.req.query('token'))
    if (!token) return html(deadLinkPage(), 410)
    const approved = await approveDeviceRequest(deps.db, token, deps.now())
    if (approved) {
      kit.approvals.signal(approved.pendingHash)
      return html(approvedPage(approved.deviceName), 200)
    }
    // Pressed twice: still approved while its frame has not taken it.
    const request = await findRequestByApproveToken(deps.db, token, deps.now())
    return request?.approvedAt ? html(approvedPage(request.deviceName), 200) : html(deadLinkPage(), 410)
  })

  return app
}
