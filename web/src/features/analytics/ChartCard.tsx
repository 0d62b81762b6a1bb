// One figure of a dashboard: its chart, the same figures as a table (always there for screen
// readers; shown to everyone with "Table"), and a CSV download of those figures.
import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { csvOf } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';

export interface Column {
  key: string;
  label: string;
  numeric?: boolean;
  /** How the cell reads on screen; the CSV keeps the plain value. */
  format?: (value: number | string) => string;
}

export type Row = Record<string, number | string>;

const srOnly = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
export const CHART_HEIGHT = 280;

function download(name: string, columns: Column[], rows: Row[]) {
  const text = csvOf(columns.map((c) => c.label), rows.map((r) => columns.map((c) => r[c.key] ?? '')));
  // A byte-order mark, so that spreadsheets read Urdu headings as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function FiguresTable({ caption, columns, rows }: { caption: string; columns: Column[]; rows: Row[] }) {
  return (
    <Table size="small">
      <caption style={srOnly}>{caption}</caption>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} scope="col">{c.label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r, i) => (
          <TableRow key={i}>
            {columns.map((c, j) => {
              const value = r[c.key] ?? '';
              const text = c.format ? c.format(value) : String(value);
              return j === 0 ? (
                <TableCell key={c.key} component="th" scope="row">{text}</TableCell>
              ) : (
                <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>{text}</TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ChartCard({ title, csvName, columns, rows, children }: { title: string; csvName: string; columns: Column[]; rows: Row[]; children: ReactNode }) {
  const { t } = useI18n();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = useId();
  const empty = rows.length === 0;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">{title}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)} aria-label={t('analytics.view')}>
              <ToggleButton value="chart">{t('analytics.showChart')}</ToggleButton>
              <ToggleButton value="table">{t('analytics.showTable')}</ToggleButton>
            </ToggleButtonGroup>
            <Button size="small" startIcon={<DownloadIcon />} onClick={() => download(csvName, columns, rows)} disabled={empty} aria-label={`${t('analytics.downloadCsv')}: ${title}`}>
              {t('analytics.csv')}
            </Button>
          </Stack>
        </Stack>
        {empty ? (
          <Box sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center' }}>
            <Typography color="text.secondary">{t('analytics.noData')}</Typography>
          </Box>
        ) : view === 'chart' ? (
          <>
            <Box inert sx={{ height: CHART_HEIGHT }}>{children}</Box>
            {/* A table will not shrink below its content: the box around it is what hides it. */}
            <Box sx={srOnly}>
              <FiguresTable caption={title} columns={columns} rows={rows} />
            </Box>
          </>
        ) : (
          <Box sx={{ height: CHART_HEIGHT, overflow: 'auto' }}>
            <FiguresTable caption={title} columns={columns} rows={rows} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
