// A table of records on a paper: its name for screen readers, its column headings, and its rows
// (given as children, one `TableRow` each).
import type { ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, type TableProps } from '@mui/material';

export interface Column {
  label: string;
  /** Figures and actions stand at the end. */
  end?: boolean;
}

interface Props {
  label: string;
  columns: readonly (Column | string)[];
  /** The table's narrowest width in pixels (it scrolls sideways below it). */
  minWidth?: number;
  size?: TableProps['size'];
  /** An outlined paper instead of a raised one. */
  outlined?: boolean;
  children: ReactNode;
}

export function DataTable({ label, columns, minWidth, size, outlined, children }: Props) {
  return (
    <TableContainer component={Paper} variant={outlined ? 'outlined' : undefined}>
      <Table aria-label={label} size={size} sx={minWidth ? { minWidth } : undefined}>
        <TableHead>
          <TableRow>
            {columns.map((column, i) => {
              const { label: heading, end } = typeof column === 'string' ? { label: column, end: false } : column;
              return (
                <TableCell key={i} align={end ? 'right' : undefined}>
                  {heading}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
