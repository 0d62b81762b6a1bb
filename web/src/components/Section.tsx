// A titled panel of a details screen (profile, a user as the admin sees them): a labelled region
// with its heading, so each part can be found by name.
import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
