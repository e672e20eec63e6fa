// The core's local API server (a real HTTP server on 127.0.0.1) for the React tests.
export {
  type ApiRequest,
  type LocalApi,
  QUIET_PROJECT,
  registryFixture,
  startLocalApi,
  walletsHandler,
} from '../../../core/src/api/localApi.testing.ts'
