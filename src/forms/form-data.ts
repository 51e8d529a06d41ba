/** A form's text field as sent (empty when missing): read alike by the browser and by server actions. */
export const text = (form: FormData, name: string) => String(form.get(name) ?? '')

/** Whether a checkbox was ticked (a ticked box without a `value` is sent as `on`). */
export const checked = (form: FormData, name: string) => form.get(name) === 'on'
