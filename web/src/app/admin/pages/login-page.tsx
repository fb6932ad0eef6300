/** Early placeholder of the Admin Access screen (issue 7); replaced by the full screen shortly. */
export function Component() {
  return <h1>Admin Access</h1>;
}
