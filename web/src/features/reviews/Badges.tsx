// A user's trust badges: ID verified, email verified, and a vendor's answer time.
import { Chip, Stack } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { UserBadges as Badges } from '@carrental/shared';
import { useBadges } from './api';
import { useI18n } from '@/lib/i18n';

export function BadgeChips({ badges }: { badges: Badges }) {
  const { t } = useI18n();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="badges">
      {badges.idVerified && <Chip size="small" color="success" variant="outlined" icon={<VerifiedUserIcon />} label={t('reviews.badgeId')} />}
      {badges.emailVerified && <Chip size="small" variant="outlined" icon={<MarkEmailReadIcon />} label={t('reviews.badgeEmail')} />}
      {badges.respondsWithinHours !== null && <Chip size="small" variant="outlined" icon={<ScheduleIcon />} label={t('reviews.badgeResponds', { hours: badges.respondsWithinHours })} />}
    </Stack>
  );
}

/** Loads and shows the badges of a user (vendors on car pages, one's own on the profile). */
export function UserBadges({ userId }: { userId: string }) {
  const { data } = useBadges(userId);
  return data ? <BadgeChips badges={data} /> : null;
}
