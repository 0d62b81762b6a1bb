// A button that opens the file picker (or the phone's camera): a real button that clicks a hidden
// file input. A label styled as a button is not a button to assistive technology (axe's
// aria-allowed-role), so every "choose a photo / file" control is this one.
import { useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-label'> & { 'data-testid'?: string };

interface Props extends Omit<ButtonProps, 'onClick' | 'component' | 'children'> {
  /** The file types offered (`image/*`, `application/pdf,.pdf`). */
  accept: string;
  /** Opens the camera on a phone. */
  capture?: 'environment' | 'user';
  onFile(file: File | undefined): void;
  /** Attributes of the hidden input (an id, a name for it, a test id). */
  inputProps?: InputProps;
  children: ReactNode;
}

export function FileButton({ accept, capture, onFile, inputProps, children, ...button }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        capture={capture}
        {...inputProps}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          // The same file may be chosen again (a retake).
          event.target.value = '';
        }}
      />
    </>
  );
}
