// Loaded lazily by LazyMotion: the smallest feature set that animates opacity and transforms.
export { domAnimation as default } from 'framer-motion';
