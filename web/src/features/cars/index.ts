export { CarsPage } from './CarsPage';
export { CarDetailsPage } from './CarDetailsPage';
export { AddCarPage } from './AddCarPage';
export { EditCarPage } from './EditCarPage';
export { VendorCarsPage } from './VendorCarsPage';
export { CarCard, CarCardSkeleton, DEFAULT_CAR_IMAGE, coverSrcSet } from './CarCard';
export { useServiceCars, useDeleteCar } from './api';
