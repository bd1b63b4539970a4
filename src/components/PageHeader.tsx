// The top of every page is the engine's PageHeader (views pages use it too; the
// engine cannot import src/, so the one copy lives there). Kept as a re-export
// so the product's pages keep importing '../components/PageHeader'.
export { PageHeader, type Crumb } from '../../engine/views/shared/PageHeader';
