export { ServicesPage } from './ServicesPage';
export { ServiceDetailsPage } from './ServiceDetailsPage';
export { AddServicePage } from './AddServicePage';
export { EditServicePage } from './EditServicePage';
