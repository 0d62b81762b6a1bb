// A titled part of a page (a booking's statement, its handovers, a dashboard's list): a section
// named by its heading, in an outlined paper or card.
import type { ReactNode } from 'react';
import { Card, CardContent, Paper, Typography, type SxProps, type Theme } from '@mui/material';

interface Props {
  /** The heading's id, which names the section. */
  titleId: string;
  title: ReactNode;
  testId?: string;
  /** A card with its content's padding, or (the default) a paper padded by `sx`. */
  frame?: 'paper' | 'card';
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function Panel({ titleId, title, testId, frame = 'paper', sx, children }: Props) {
  const heading = (
    <Typography id={titleId} variant="h6" component="h2" gutterBottom>
      {title}
    </Typography>
  );
  if (frame === 'card') {
    return (
      <Card variant="outlined" component="section" aria-labelledby={titleId} sx={sx} data-testid={testId}>
        <CardContent>
          {heading}
          {children}
        </CardContent>
      </Card>
    );
  }
  return (
    <Paper variant="outlined" sx={sx ?? { p: 2, mt: 2 }} component="section" aria-labelledby={titleId} data-testid={testId}>
      {heading}
      {children}
    </Paper>
  );
}
