// The cars feature's query keys, apart from its calls: other features' writes refresh cars
// through them without loading the cars feature's mutations.
export type CarSearch = Record<string, string | undefined>;

/** The first element of every query key of this feature: another feature refreshes this data by invalidating it. */
const ROOT = ['cars'] as const;

export const carKeys = {
  all: ROOT,
  search: (search: CarSearch) => [...ROOT, 'search', search] as const,
  recent: () => [...ROOT, 'recent'] as const,
  cities: () => [...ROOT, 'cities'] as const,
  one: (id: string) => [...ROOT, 'one', id] as const,
  ofVendor: (vendorId: string) => [...ROOT, 'vendor', vendorId] as const,
  ofService: (serviceId: string) => [...ROOT, 'service', serviceId] as const,
};
