/** The path of the mailed device-approval link: reached from a mail client, so it names no project (its token does). */
export const DEVICE_APPROVE_PATH = '/v1/embedded/device/approve'

/** Where the secure site's callback page hands over the provider's answer: the login's `state` names the project. */
export const SOCIAL_CALLBACK_PATH = '/v1/embedded/social/callback'
