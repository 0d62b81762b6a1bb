import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { usePageTitle } from '@/lib/usePageTitle';

/** The frame of the company pages: a title band and readable text width. */
export function InfoPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <Box sx={{ bgcolor: '#eaf2ed', py: { xs: 4, md: 6 } }}>
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 44 } }}>{title}</Typography>
          {intro && <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: 18 }}>{intro}</Typography>}
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: 5, '& h2': { mt: 4, mb: 1 }, '& p, & li': { lineHeight: 1.7 } }}>
        {children}
      </Container>
    </>
  );
}

export const H2 = ({ children }: { children: ReactNode }) => <Typography variant="h5" component="h2">{children}</Typography>;
export const P = ({ children }: { children: ReactNode }) => <Typography component="p" sx={{ mb: 1.5 }}>{children}</Typography>;
