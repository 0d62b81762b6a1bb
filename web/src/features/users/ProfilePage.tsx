// /profile (spec §2): account information, update profile, ID document, change password.
import type { ReactNode } from 'react';
import { Alert, Box, Chip, Container, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { Section } from '@/components/Section';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { useProfile } from './api';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { IdDocumentCard } from './IdDocumentCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LogoutEverywhere } from './LogoutEverywhere';
import { LanguageChoice } from './LanguageChoice';
import { Slot } from '@/lib/slots';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', py: 0.5 }}>
      <Typography color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

export function ProfilePage() {
  const t = useT();
  usePageTitle(t('users.pageTitle'));
  const { data: profile, isPending, isError } = useProfile();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('users.heading')}
      </Typography>
      {isPending && (
        <Stack spacing={2} role="status" aria-label={t('users.loading')}>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      )}
      {isError && <Alert severity="error">{t('users.loadFailed')}</Alert>}
      {profile && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={t('users.section.account')}>
              <Row label={t('users.row.name')}>{profile.name}</Row>
              <Row label={t('users.row.badges')}><Slot name="profile.badges" userId={profile.id} /></Row>
              <Row label={t('users.row.email')}>
                <bdi>{profile.email}</bdi>{' '}
                <Chip size="small" label={profile.emailVerified ? t('users.emailVerified') : t('users.emailNotVerified')} color={profile.emailVerified ? 'success' : 'warning'} />
              </Row>
              <Row label={t('users.row.phone')}>
                {profile.phone ? <bdi>{profile.phone}</bdi> : t('users.notProvided')} <Slot name="profile.phone" phone={profile.phone} verified={profile.phoneVerified} />
              </Row>
              <Row label={t('users.row.roles')}>
                <Stack direction="row" spacing={1}>
                  {profile.roles.map((role) => (
                    <Chip key={role} size="small" label={t(`users.role.${role}`)} variant="outlined" />
                  ))}
                </Stack>
              </Row>
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={t('users.section.update')}>
              <ProfileDetailsForm key={`${profile.name}|${profile.phone}`} profile={profile} />
            </Section>
          </Grid>
          <Grid size={12} id="identity">
            <Slot name="profile.cards" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={t('users.section.document')}>
              <IdDocumentCard document={profile.document} />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={t('users.section.password')}>
              <ChangePasswordForm />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={t('users.section.sessions')}>
              <LogoutEverywhere />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={t('users.section.language')}>
              <LanguageChoice />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Slot name="profile.settings" />
          </Grid>
        </Grid>
      )}
    </Container>
  );
}
