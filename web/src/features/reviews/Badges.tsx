// A user's trust badges: ID verified, email verified, and a vendor's answer time.
import { Box, Chip, Stack, type Theme } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { UserBadges as Badges } from '@carrental/shared';
import { useBadges } from './api';
import { useI18n } from '@/lib/i18n';

/** A small chip's height: Material UI's 24 px, or in Urdu its label's line (13 px × 2) and 4 px more (theme.ts). */
const chipHeight = (theme: Theme) => (theme.direction === 'rtl' ? 30 : 24);

/**
 * `steady`: in a row narrower than 600 px (a phone; the car page's column on a small laptop), two
 * chips or more always take two rows' height, whether they wrap or not. A page's heading uses it: an
 * Urdu page paints in the device's font before Nastaliq arrives, and the same chips can wrap in one
 * font and fit one line in the other, which moved everything below them (decision 0057). A wider
 * row holds all three on one line in either font.
 */
export function BadgeChips({ badges, steady = false }: { badges: Badges; steady?: boolean }) {
  const { t } = useI18n();
  const count = [badges.idVerified, badges.emailVerified, badges.respondsWithinHours !== null].filter(Boolean).length;
  const twoRows = steady && count > 1;
  const chips = (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={(theme) => ({ flexWrap: 'wrap', alignContent: 'flex-start', ...(twoRows && { '@container (max-width: 599.98px)': { minHeight: chipHeight(theme) * 2 + 8 } }) })}
      data-testid="badges"
    >
      {badges.idVerified && <Chip size="small" color="success" variant="outlined" icon={<VerifiedUserIcon />} label={t('reviews.badgeId')} />}
      {badges.emailVerified && <Chip size="small" variant="outlined" icon={<MarkEmailReadIcon />} label={t('reviews.badgeEmail')} />}
      {badges.respondsWithinHours !== null && <Chip size="small" variant="outlined" icon={<ScheduleIcon />} label={t('reviews.badgeResponds', { hours: badges.respondsWithinHours })} />}
    </Stack>
  );
  return twoRows ? <Box sx={{ containerType: 'inline-size' }}>{chips}</Box> : chips;
}

/** Loads and shows the badges of a user (vendors on car and service pages, one's own on the profile). */
export function UserBadges({ userId, steady }: { userId: string; steady?: boolean }) {
  const { data } = useBadges(userId);
  return data ? <BadgeChips badges={data} steady={steady} /> : null;
}
