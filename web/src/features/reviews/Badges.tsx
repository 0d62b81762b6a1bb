// A user's trust badges: ID verified, email verified, and a vendor's answer time.
import { Chip, Stack } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { UserBadges as Badges } from '@carrental/shared';
import { useBadges } from './api';
import { useI18n } from '@/lib/i18n';

/**
 * `oneLine`: the chips share one line and a label that does not fit ends in an ellipsis (its whole
 * text in the tooltip and to screen readers). A page's heading uses it, so the row's height never
 * depends on the font: an Urdu page paints in the device's font before Nastaliq arrives, and a
 * row that wrapped in one and not the other would move everything below it.
 */
export function BadgeChips({ badges, oneLine = false }: { badges: Badges; oneLine?: boolean }) {
  const { t } = useI18n();
  const chip = (label: string) => (oneLine ? { label, title: label, sx: { minWidth: 0 } } : { label });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: oneLine ? 'nowrap' : 'wrap' }} data-testid="badges">
      {badges.idVerified && <Chip size="small" color="success" variant="outlined" icon={<VerifiedUserIcon />} {...chip(t('reviews.badgeId'))} />}
      {badges.emailVerified && <Chip size="small" variant="outlined" icon={<MarkEmailReadIcon />} {...chip(t('reviews.badgeEmail'))} />}
      {badges.respondsWithinHours !== null && (
        <Chip size="small" variant="outlined" icon={<ScheduleIcon />} {...chip(t('reviews.badgeResponds', { hours: badges.respondsWithinHours }))} />
      )}
    </Stack>
  );
}

/** Loads and shows the badges of a user (vendors on car and service pages, one's own on the profile). */
export function UserBadges({ userId, oneLine }: { userId: string; oneLine?: boolean }) {
  const { data } = useBadges(userId);
  return data ? <BadgeChips badges={data} oneLine={oneLine} /> : null;
}
