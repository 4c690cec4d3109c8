// Async boundary: the shared singletons are negotiated before any page module runs.
import('./bootstrap');
