// The users of /users as cards, for screens narrower than 600 px where the table would scroll
// sideways: one card a user with the same facts and actions as a table row.
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { AdminUserSummary } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';

/**
 * An email that may wrap only after its "@" and before its dots (a long one would otherwise
 * break mid-word); `overflow-wrap` is left for a single part wider than the card.
 */
export function Email({ address }: { address: string }) {
  const parts = address.split(/(?=\.)|(?<=@)/);
  return (
    <Box component="span" dir="ltr" sx={{ overflowWrap: 'break-word', unicodeBidi: 'isolate' }}>
      {parts.map((part, i) => <Fragment key={i}>{i > 0 && <wbr />}{part}</Fragment>)}
    </Box>
  );
}

interface Props {
  users: AdminUserSummary[];
  onDelete(user: AdminUserSummary): void;
}

export function UserCards({ users, onDelete }: Props) {
  const { t, ltr } = useI18n();
  if (users.length === 0) return <Typography sx={{ py: 2, textAlign: 'center' }}>{t('admin.users.none')}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('admin.users.table')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {users.map((user) => (
        <Card component="li" key={user.id} variant="outlined" data-testid="user-card">
          <CardContent sx={{ pb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>{user.name}</Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}><Email address={user.email} /></Typography>
            <Typography variant="body2" color="text.secondary">{user.phone ? ltr(user.phone) : t('admin.notProvided')}</Typography>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
              {user.roles.map((role) => <Chip key={role} size="small" label={t(`users.role.${role}`)} />)}
              <Chip size="small" variant="outlined" label={user.emailVerified ? t('admin.users.emailVerified') : t('admin.users.emailNotVerified')} color={user.emailVerified ? 'success' : 'default'} />
              <Chip size="small" variant="outlined" label={`${t('admin.users.idVerified')}: ${user.idVerified ? t('admin.users.verified') : t('admin.users.notVerified')}`} color={user.idVerified ? 'success' : 'default'} />
            </Stack>
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
            <Button size="small" component={RouterLink} to={`/users/${user.id}`} aria-label={t('admin.users.viewLabel', { name: user.name })}>
              {t('admin.users.view')}
            </Button>
            <Button size="small" color="error" onClick={() => onDelete(user)} aria-label={t('admin.users.deleteLabel', { name: user.name })}>
              {t('admin.delete')}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
