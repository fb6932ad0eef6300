/** Early placeholder of the Quick Admin screen (issue 7); replaced by the full screen shortly. */
export function Component() {
  return <h1>Quick Admin</h1>;
}
