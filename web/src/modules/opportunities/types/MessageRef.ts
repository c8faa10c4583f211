/** A catalogue message and its values, resolved to text where it is shown. */
export interface MessageRef {
  id: string;
  values?: Record<string, string>;
}
