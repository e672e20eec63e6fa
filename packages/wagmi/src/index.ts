export { FOYER_CONNECTOR_ID, type FoyerConnectorParameters, foyer } from './foyerConnector.ts'
