// Global styles load once for the whole site, before any page component.
import './src/theme/global.css';
