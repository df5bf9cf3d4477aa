import styles from './spinner.module.css';

/** The one visual spinner; decorative, so the surrounding status text is what assistive tech reads. */
export function Spinner({ size = 32 }: { size?: number }) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}
