// The app's slot table (decision 0052): every feature's pieces, from web/src/features.ts. The app
// and the web tests' render helper provide this one table.
import { slotTable } from '@/lib/slots';
import { features } from '@/features';

export const slots = slotTable(Object.values(features));
