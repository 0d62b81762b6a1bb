// The frame of a whole screen: its width, its one heading (h1), the line that says what it is for,
// and a button beside the heading where the screen has one ("Add New Service").
import type { ReactNode } from 'react';
import { Container, Stack, Typography, type ContainerProps, type SxProps, type Theme } from '@mui/material';

interface Props {
  title: string;
  /** A line under the heading saying what the screen is for. */
  intro?: ReactNode;
  /** Space under the intro (theme spacing). */
  introGap?: number;
  /** A button beside the heading (below it on a phone). */
  action?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function Page({ title, intro, introGap = 3, action, maxWidth = 'lg', sx = { py: { xs: 3, sm: 5 } }, children }: Props) {
  return (
    <Container maxWidth={maxWidth} sx={sx}>
      {action ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
          <Typography variant="h4" component="h1">{title}</Typography>
          {action}
        </Stack>
      ) : (
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
      )}
      {intro && (
        <Typography color="text.secondary" sx={{ mb: introGap }}>
          {intro}
        </Typography>
      )}
      {children}
    </Container>
  );
}
