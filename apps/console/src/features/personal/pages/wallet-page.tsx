import { WalletView } from '../wallet/wallet-view';
import { WithWallet } from '../wallet/wallet-loader';

/** /personal/wallet (我的钱包): what I have, why I cannot withdraw, every fen in and out (money.md §9.1). */
export default function WalletPage() {
  return <WithWallet>{(wallet) => <WalletView wallet={wallet} />}</WithWallet>;
}
