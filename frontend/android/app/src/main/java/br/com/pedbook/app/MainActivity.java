package br.com.pedbook.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
