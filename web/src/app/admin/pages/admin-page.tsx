/** Early placeholder of the Lead Management screen (issue 7); replaced by the full screen shortly. */
export function Component() {
  return <h1>Lead Management</h1>;
}
