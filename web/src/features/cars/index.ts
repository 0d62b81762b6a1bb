export { CarsPage } from './CarsPage';
export { CarDetailsPage } from './CarDetailsPage';
export { AddCarPage } from './AddCarPage';
export { EditCarPage } from './EditCarPage';
export { VendorCarsPage } from './VendorCarsPage';

