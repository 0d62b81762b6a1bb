// The one way a form validates: its values are checked with the shared zod schema the server checks
// them with, each field shows its first problem, and a refusal of the server shows the same way
// (the field errors of its answer under their fields, its message above the form). A schema's
// message carries its catalog key and values (`errorText`), said here in the user's language.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { messageIn } from '@carrental/shared';
import { ApiError, errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';

type Errors<V> = Partial<Record<keyof V & string, string>>;

/**
 * A schema, or how to load it: a form on a page drawn for visitors (a car's page) loads its schema
 * from its first change on, so the page itself does not load the schema library (decision 0027);
 * the submit waits for it, and a schema that cannot be loaded (offline) refuses with `failure`.
 */
export type FormSchema<Out> = z.ZodType<Out> | (() => Promise<z.ZodType<Out>>);

export interface ZodForm<V extends Record<string, unknown>, Out> {
  values: V;
  set<K extends keyof V>(name: K, value: V[K]): void;
  /** Props for a text field: name, value, onChange, error and its helper text. */
  field(name: keyof V & string, helper?: string): { name: string; value: V[keyof V]; onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void; error: boolean; helperText?: string };
  errors: Errors<V>;
  /** How many times a submit was refused with field errors (the form's or the server's): a form may move the focus to the first. */
  refusals: number;
  /** The form's own message (a refusal without field errors, or a failure). */
  formError: string | null;
  setFormError(message: string | null): void;
  reset(values?: V): void;
  /**
   * A submit handler: validates, then runs `onValid` with the parsed values; a thrown API error
   * fills the fields it names and the form's message (`failure` when it says nothing better).
   */
  submit(onValid: (data: Out) => Promise<unknown>, failure: string): (event?: FormEvent) => Promise<void>;
}

export function useZodForm<V extends Record<string, unknown>, Out>(schema: FormSchema<Out>, initial: V): ZodForm<V, Out> {
  const { t } = useI18n();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);

  // A schema's key and values in the user's language; a server's text is already in it, and zod's
  // own words (a schema without a text of ours) are shown as they are.
  const say = (message: string) => messageIn(t, message);

  // A loader is called again at each submit (a schema may be built for the time of the check); the
  // browser loads its code once, from the first change on.
  const [warm] = useState({ started: false });
  const schemaNow = () => (typeof schema === 'function' ? schema() : Promise.resolve(schema));

  function set<K extends keyof V>(name: K, value: V[K]) {
    if (typeof schema === 'function' && !warm.started) {
      warm.started = true;
      void schema().catch(() => (warm.started = false));
    }
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest as Errors<V>);
  }

  return {
    values,
    set,
    errors,
    refusals,
    formError,
    setFormError,
    reset(next = initial) {
      setValues(next);
      setErrors({});
      setFormError(null);
    },
    field: (name, helper) => ({
      name,
      value: values[name],
      onChange: (event) => set(name, event.target.value as V[typeof name]),
      error: !!errors[name],
      helperText: errors[name] ?? helper,
    }),
    submit: (onValid, failure) => async (event) => {
      event?.preventDefault();
      setFormError(null);
      let parsed: ReturnType<z.ZodType<Out>['safeParse']>;
      try {
        parsed = (await schemaNow()).safeParse(values);
      } catch {
        setFormError(failure);
        return;
      }
      if (!parsed.success) {
        const found: Errors<V> = {};
        for (const issue of parsed.error.issues) {
          const name = String(issue.path[0] ?? '') as keyof V & string;
          if (name && !found[name]) found[name] = say(issue.message);
        }
        setErrors(found);
        if (!Object.keys(found).length) setFormError(failure);
        else setRefusals((n) => n + 1);
        return;
      }
      setErrors({});
      try {
        await onValid(parsed.data);
      } catch (err) {
        // A field inside a list ("features.2") shows under its list's field.
        const fields = err instanceof ApiError && err.fields ? Object.entries(err.fields).map(([k, v]) => [k.split('.')[0]!, v] as const) : [];
        const named = fields.map(([k]) => k);
        if (named.length > 0) {
          setErrors(Object.fromEntries(fields.map(([k, v]) => [k, say(v)])) as Errors<V>);
          setRefusals((n) => n + 1);
        }
        // Said once: under the fields the server named when the form shows them all, else above it.
        const allShown = named.length > 0 && named.every((name) => Object.hasOwn(values, name));
        if (!allShown) setFormError(errorMessage(err, failure));
      }
    },
  };
}
