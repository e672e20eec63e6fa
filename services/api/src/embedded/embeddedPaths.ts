/** The path of the mailed device-approval link: reached from a mail client, so it names no project (its token does). */
export const DEVICE_APPROVE_PATH = '/v1/embedded/device/approve'
