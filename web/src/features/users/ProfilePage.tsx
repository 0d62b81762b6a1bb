// /profile (spec §2): account information, update profile, ID document, change password.
import type { ReactNode } from 'react';
import { Alert, Box, Chip, Container, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { Section } from '@/components/Section';
import { usePageTitle } from '@/lib/usePageTitle';
import { useProfile } from './api';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { IdDocumentCard } from './IdDocumentCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LogoutEverywhere } from './LogoutEverywhere';
import { UserBadges } from '@/features/reviews';

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
  usePageTitle('Profile');
  const { data: profile, isPending, isError } = useProfile();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        My Profile
      </Typography>
      {isPending && (
        <Stack spacing={2} role="status" aria-label="Loading profile">
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      )}
      {isError && <Alert severity="error">Failed to fetch user profile</Alert>}
      {profile && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="Account Information">
              <Row label="Name">{profile.name}</Row>
              <Row label="Badges"><UserBadges userId={profile.id} /></Row>
              <Row label="Email">
                {profile.email}{' '}
                <Chip size="small" label={profile.emailVerified ? 'Email verified' : 'Email not verified'} color={profile.emailVerified ? 'success' : 'warning'} />
              </Row>
              <Row label="Phone">{profile.phone || 'Not provided'}</Row>
              <Row label="Roles">
                <Stack direction="row" spacing={1}>
                  {profile.roles.map((role) => (
                    <Chip key={role} size="small" label={role} variant="outlined" />
                  ))}
                </Stack>
              </Row>
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="Update Profile">
              <ProfileDetailsForm key={`${profile.name}|${profile.phone}`} profile={profile} />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="ID Verification">
              <IdDocumentCard document={profile.document} />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="Change Password">
              <ChangePasswordForm />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="Sessions">
              <LogoutEverywhere />
            </Section>
          </Grid>
        </Grid>
      )}
    </Container>
  );
}
