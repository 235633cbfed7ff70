// No async boundary: the shell is an ordinary bundle; federation starts after sign-in (federation/instance.ts).
import './bootstrap.tsx';
