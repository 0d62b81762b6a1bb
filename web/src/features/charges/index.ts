// The charges feature's public face (decisions 0043 and 0044): the panel on the booking's page.
export { ChargesPanel } from './ChargesPanel';
