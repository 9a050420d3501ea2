// What both webpack setups share; each passes the loader for `.jsx` and its minifier.
import path from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { appDir, distDir, host, port } from './paths.mjs';

export function webpackConfig({ mode, scriptLoader, minimizer }) {
  const dev = mode === 'development';
  return {
    mode,
    context: appDir,
    entry: path.join(appDir, 'src/index.jsx'),
    output: { path: distDir, filename: dev ? '[name].js' : '[name].[contenthash:8].js', clean: true },
    devtool: dev ? 'cheap-module-source-map' : false,
    resolve: { extensions: ['.js', '.jsx'] },
    module: {
      rules: [
        { test: /\.jsx?$/, exclude: /node_modules/, use: scriptLoader(dev) },
        { test: /\.css$/, use: [dev ? 'style-loader' : MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ templateContent: '<!doctype html><html lang="en"><head><title>Benchmark</title></head><body><div id="root"></div></body></html>' }),
      ...(dev ? [new ReactRefreshPlugin()] : [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' })]),
    ],
    optimization: dev ? {} : { minimizer: [minimizer] },
    devServer: { host, port, hot: true, client: { overlay: false, logging: 'warn' } },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
