import { Container, Typography } from '@mui/material';

/** Stands in for a screen whose feature is not built yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">{title}</Typography>
    </Container>
  );
}
