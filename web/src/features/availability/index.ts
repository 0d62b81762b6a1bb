// The availability feature's public face (decision 0016). Screens of its own load from the route table.
export { AvailabilityCalendar } from './AvailabilityCalendar';
export { ServiceRulesPanel } from './ServiceRulesPanel';
export { addMonths, coverage } from './calendar';
