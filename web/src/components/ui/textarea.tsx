/** Multi-line text input; shares its styling with `Input`. */
export { Textarea } from './input';
